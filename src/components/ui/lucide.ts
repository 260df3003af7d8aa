/**
 * The icons the site draws, each from its own module in lucide-react (`lucide-react/icons/<name>`).
 * Components import icons from here, never from the package's index: that index re-exports all
 * 2,403 icons, and webpack builds every module an index names before it drops the unused ones, in
 * each of a build's three bundles (the browser's, the HTML renderer's, the Functions'). Importing
 * them one by one took some 6 CPU-seconds off each build. ESLint refuses a value import from
 * "lucide-react" anywhere else (eslint.config.mjs). To use another icon, add its line here (its
 * module's name is the icon's name in kebab case, as on lucide.dev).
 */
export { default as ArrowDown } from "lucide-react/icons/arrow-down";
export { default as ArrowRight } from "lucide-react/icons/arrow-right";
export { default as Award } from "lucide-react/icons/award";
export { default as BellRing } from "lucide-react/icons/bell-ring";
export { default as Bot } from "lucide-react/icons/bot";
export { default as Brain } from "lucide-react/icons/brain";
export { default as Building2 } from "lucide-react/icons/building-2";
export { default as Calendar } from "lucide-react/icons/calendar";
export { default as CalendarDays } from "lucide-react/icons/calendar-days";
export { default as ChartColumn } from "lucide-react/icons/chart-column";
export { default as ChartLine } from "lucide-react/icons/chart-line";
export { default as Check } from "lucide-react/icons/check";
export { default as ChevronDown } from "lucide-react/icons/chevron-down";
export { default as CircleX } from "lucide-react/icons/circle-x";
export { default as Clock } from "lucide-react/icons/clock";
export { default as Database } from "lucide-react/icons/database";
export { default as ExternalLink } from "lucide-react/icons/external-link";
export { default as FileText } from "lucide-react/icons/file-text";
export { default as Gauge } from "lucide-react/icons/gauge";
export { default as Globe } from "lucide-react/icons/globe";
export { default as Info } from "lucide-react/icons/info";
export { default as Layers } from "lucide-react/icons/layers";
export { default as Lightbulb } from "lucide-react/icons/lightbulb";
export { default as Link } from "lucide-react/icons/link";
export { default as ListChecks } from "lucide-react/icons/list-checks";
export { default as Mail } from "lucide-react/icons/mail";
export { default as MapPin } from "lucide-react/icons/map-pin";
export { default as Menu } from "lucide-react/icons/menu";
export { default as Mic } from "lucide-react/icons/mic";
export { default as PenTool } from "lucide-react/icons/pen-tool";
export { default as Phone } from "lucide-react/icons/phone";
export { default as RefreshCw } from "lucide-react/icons/refresh-cw";
export { default as Rocket } from "lucide-react/icons/rocket";
export { default as ScanSearch } from "lucide-react/icons/scan-search";
export { default as Search } from "lucide-react/icons/search";
export { default as Settings } from "lucide-react/icons/settings";
export { default as ShieldCheck } from "lucide-react/icons/shield-check";
export { default as ShoppingCart } from "lucide-react/icons/shopping-cart";
export { default as Smartphone } from "lucide-react/icons/smartphone";
export { default as Sparkles } from "lucide-react/icons/sparkles";
export { default as Star } from "lucide-react/icons/star";
export { default as Store } from "lucide-react/icons/store";
export { default as Target } from "lucide-react/icons/target";
export { default as TrendingUp } from "lucide-react/icons/trending-up";
export { default as TriangleAlert } from "lucide-react/icons/triangle-alert";
export { default as UserRound } from "lucide-react/icons/user-round";
export { default as Users } from "lucide-react/icons/users";
export { default as Workflow } from "lucide-react/icons/workflow";
export { default as Wrench } from "lucide-react/icons/wrench";
export { default as X } from "lucide-react/icons/x";
export { default as Zap } from "lucide-react/icons/zap";
export type { LucideIcon } from "lucide-react";
