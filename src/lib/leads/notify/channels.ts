/**
 * Where a lead is announced beyond the team's email, read from the settings at request time:
 * LEADS_SLACK_WEBHOOK_URL (a Slack incoming webhook), LEADS_TEAMS_WEBHOOK_URL (a Teams Workflows
 * webhook), LEADS_WEBHOOK_URL with LEADS_WEBHOOK_SECRET (any CRM, signed per Standard Webhooks),
 * and the enquirer's confirmation (on unless LEADS_CONFIRMATION=off).
 *
 * The chat alert carries no personal details (DECISIONS 2026-11-25): the name, the interest, the
 * budget, where the visit came from and a link to the team's page; never the email address, the
 * phone number, the website or the message. Chat tools keep messages for as long as their workspace
 * does, out of this site's retention and deletion.
 */
import { createHash } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { BUDGET_OPTIONS } from "../../content/enquiry";
import { setting, type Env } from "../../env";
import { siteOrigin } from "../../platform/origin";
import type { Attribution } from "../attribution";
import type { NewLead } from "../store";
import { TEAM_PAGE } from "../team-page";
import type { MessageChannel } from "../jobs";

export interface ChannelSettings {
  slack?: string;
  teams?: string;
  webhook?: { url: string; secret: string };
  confirmation: boolean;
  /** Settings given but unusable, for the log: each names the setting and why. */
  problems: string[];
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An address personal information may be posted to: https, or http only to this machine (tests, a local relay). */
export function postableUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname));
}

/** A Standard Webhooks secret the library accepts: `whsec_` and base64 of at least 24 bytes. */
export function usableSecret(secret: string): boolean {
  if (!secret.startsWith("whsec_")) return false;
  try {
    new Webhook(secret);
    return Buffer.from(secret.slice("whsec_".length), "base64").length >= 24;
  } catch {
    return false;
  }
}

export function channelSettings(env: Env): ChannelSettings {
  const problems: string[] = [];
  const url = (name: string): string | undefined => {
    const value = setting(env, name);
    if (value === undefined) return undefined;
    if (postableUrl(value)) return value;
    problems.push(`${name} is not an https address, so nothing is sent to it`);
    return undefined;
  };
  const settings: ChannelSettings = {
    confirmation: setting(env, "LEADS_CONFIRMATION")?.toLowerCase() !== "off",
    problems,
  };
  const slack = url("LEADS_SLACK_WEBHOOK_URL");
  if (slack) settings.slack = slack;
  const teams = url("LEADS_TEAMS_WEBHOOK_URL");
  if (teams) settings.teams = teams;
  const webhook = url("LEADS_WEBHOOK_URL");
  const secret = setting(env, "LEADS_WEBHOOK_SECRET");
  if (webhook && secret && usableSecret(secret)) settings.webhook = { url: webhook, secret };
  else if (webhook)
    problems.push(
      "LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is not a whsec_ secret of 24 bytes or more, so no webhook is sent",
    );
  return settings;
}

/** How the 410 stop names an endpoint: its channel and its address's SHA-256 (an address may hold a token). */
export function endpointKey(channel: MessageChannel, url: string): string {
  return `${channel}:${createHash("sha256").update(url, "utf8").digest("hex")}`;
}

/** The team's page, at the site's configured origin. */
export function teamPageUrl(env: Env): string {
  const site = siteOrigin(env);
  return `${"invalid" in site ? "" : site.origin}${TEAM_PAGE}`;
}

/**
 * Text a visitor typed, fit for a chat message: one line, at most `max` characters, and none of
 * the characters Slack's or Teams' markup would read as a link, a mention or formatting.
 */
export function plain(value: string, max = 80): string {
  const line = value
    .replace(/[\p{Cc}<>&[\]()*_~`#|\\!]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Where the visit came from in a few words: the outside site, the campaign, the landing page without its query, pages seen. */
export function sourceLine(attribution: Attribution): string {
  const parts: string[] = [];
  parts.push(attribution.referrer ? plain(attribution.referrer, 60) : "no referrer (direct, or a link that hides it)");
  const utm = [attribution.utmSource, attribution.utmMedium]
    .filter((part): part is string => Boolean(part))
    .map((part) => plain(part, 40));
  if (utm.length > 0) parts.push(utm.join(" / "));
  if (attribution.utmCampaign) parts.push(`campaign ${plain(attribution.utmCampaign, 60)}`);
  // The path only: a query string may carry anything, an address included.
  if (attribution.landingPage) parts.push(`landed on ${plain(attribution.landingPage.split(/[?#]/)[0] ?? "", 80)}`);
  if (attribution.pagesViewed)
    parts.push(`${attribution.pagesViewed} ${attribution.pagesViewed === 1 ? "page" : "pages"}`);
  return parts.join(" · ");
}

/** What a chat alert says, and all it says. */
export interface AlertFacts {
  name: string;
  interest: string;
  budget: string;
  source: string;
  link: string;
}

export function alertFacts(lead: NewLead, env: Env): AlertFacts {
  return {
    name: plain(`${lead.firstName} ${lead.lastName}`, 60),
    interest: lead.interest ? plain(lead.interest) : lead.service ? plain(lead.service) : "Not given",
    budget: BUDGET_OPTIONS.find((option) => option.value === lead.budget)?.label ?? "Not given",
    source: sourceLine(lead.attribution),
    link: teamPageUrl(env),
  };
}

/** Slack's incoming webhook: `text` for notifications and old clients, the same in blocks (Block Kit) for the channel. */
export function slackPayload(facts: AlertFacts): Record<string, unknown> {
  const summary = `New enquiry from ${facts.name}: ${facts.interest}, ${facts.budget}`;
  return {
    text: `${summary}. <${facts.link}|Open the team's page>`,
    unfurl_links: false,
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: `*New enquiry* from ${facts.name}` } },
      {
        type: "section",
        fields: [
          { type: "mrkdwn", text: `*Interest*\n${facts.interest}` },
          { type: "mrkdwn", text: `*Budget*\n${facts.budget}` },
        ],
      },
      { type: "context", elements: [{ type: "mrkdwn", text: `How they found us: ${facts.source}` }] },
      {
        type: "actions",
        elements: [{ type: "button", text: { type: "plain_text", text: "Open the team's page" }, url: facts.link }],
      },
    ],
  };
}

/** A Teams Workflows webhook ("Send webhook alerts to a channel"): a message with one Adaptive Card attachment. */
export function teamsPayload(facts: AlertFacts): Record<string, unknown> {
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            { type: "TextBlock", size: "Medium", weight: "Bolder", text: `New enquiry from ${facts.name}`, wrap: true },
            {
              type: "FactSet",
              facts: [
                { title: "Interest", value: facts.interest },
                { title: "Budget", value: facts.budget },
                { title: "How they found us", value: facts.source },
              ],
            },
          ],
          actions: [{ type: "Action.OpenUrl", title: "Open the team's page", url: facts.link }],
        },
      },
    ],
  };
}
