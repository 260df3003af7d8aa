import React from "react";
import {
  Award, Bot, Brain, Building2, Calendar, ChartColumn, ChartLine, Check, CircleX, Clock, Database, FileText, Gauge,
  Globe, Layers, Lightbulb, Link, Mail, MapPin, Mic, PenTool, Phone, RefreshCw, Rocket, Search, Settings, ShieldCheck,
  ShoppingCart, Smartphone, Sparkles, Store, Target, TrendingUp, TriangleAlert, Users, Workflow, Wrench, Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../lib/content/vocabulary";

/** Every name editors may use for `icon:`; the build rejects any other (see vocabulary.ts). */
export const icons: Record<IconName, LucideIcon> = {
  award: Award,
  "bar-chart": ChartColumn,
  bot: Bot,
  brain: Brain,
  building: Building2,
  calendar: Calendar,
  check: Check,
  clock: Clock,
  database: Database,
  "file-text": FileText,
  gauge: Gauge,
  globe: Globe,
  layers: Layers,
  lightbulb: Lightbulb,
  "line-chart": ChartLine,
  link: Link,
  mail: Mail,
  "map-pin": MapPin,
  mic: Mic,
  pen: PenTool,
  phone: Phone,
  refresh: RefreshCw,
  rocket: Rocket,
  search: Search,
  settings: Settings,
  shield: ShieldCheck,
  "shopping-cart": ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  store: Store,
  target: Target,
  "trending-up": TrendingUp,
  users: Users,
  warning: TriangleAlert,
  workflow: Workflow,
  wrench: Wrench,
  "x-circle": CircleX,
  zap: Zap,
};

const isIconName = (name: string): name is IconName => Object.prototype.hasOwnProperty.call(icons, name);

/** A decorative icon: the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: string | null | undefined; size?: number }) {
  if (!name || !isIconName(name)) return null;
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" size={size} />;
}
