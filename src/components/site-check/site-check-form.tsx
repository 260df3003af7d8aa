import React, { useState, type SubmitEvent } from "react";
import { chakra, useRecipe } from "@chakra-ui/react/styled-system";
import { buttonRecipe } from "../ui/button-styles";
import {
  COMPARE_FIELDS,
  type CompareField,
  type ReportCopy,
  type ReportData,
  ReportError,
  ReportView,
} from "../../lib/site-check/client";
import { reportPath } from "../../lib/content/report-address";
import { AGENT_TOOL_NAMES, agentForm } from "../../lib/content/agent-forms";
import { AgentForm, AgentInput } from "../ui/agent-elements";

export interface SiteCheckFormProps {
  copy: ReportCopy;
  /** The Function's address: the form's action without JavaScript, and what the island asks for JSON. */
  action: string;
}

type State =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "report"; report: ReportData; copied: boolean }
  | { kind: "error"; message: string; field?: "url" | CompareField };

const fieldStyles = {
  width: "full",
  minH: "12",
  px: "3",
  py: "2",
  bg: "bg",
  borderWidth: "1px",
  borderColor: "slate.500",
  borderRadius: "md",
} as const;

/**
 * The check's form: without JavaScript it is a plain GET to the Function, which answers a whole
 * report page; once the island has loaded, the report comes back as JSON and is shown below the
 * form, drawn by the same components as the report's own page (report-view.ts), with the progress
 * announced while it runs.
 */
export function SiteCheckForm({ copy, action }: SiteCheckFormProps) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const button = useRecipe({ recipe: buttonRecipe });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const address = form.get("url");
    if (typeof address !== "string") return;
    const fields: Record<string, string> = { url: address };
    for (const name of COMPARE_FIELDS) {
      const value = form.get(name);
      if (typeof value === "string" && value.trim() !== "") fields[name] = value;
    }
    setState({ kind: "checking" });
    try {
      const response = await fetch(`${action}?${new URLSearchParams(fields).toString()}`, {
        headers: { Accept: "application/json" },
      });
      const body = (await response.json()) as ReportData | { error: string; field?: "url" | CompareField };
      setState(
        "findings" in body
          ? { kind: "report", report: body, copied: false }
          : { kind: "error", message: body.error, ...(body.field ? { field: body.field } : {}) },
      );
    } catch {
      setState({ kind: "error", message: "The check could not be run just now. Please try again shortly." });
    }
  }

  function copyLink(report: ReportData) {
    if (report.id === undefined) return;
    void navigator.clipboard
      .writeText(new URL(reportPath(report.id), window.location.href).href)
      .then(() => setState({ kind: "report", report, copied: true }));
  }

  const checking = state.kind === "checking";
  const fieldError = state.kind === "error" && state.field !== undefined && state.field !== "url" ? state : undefined;
  const labels: Record<CompareField, string> = {
    compare1: copy.compare.firstLabel,
    compare2: copy.compare.secondLabel,
  };
  return (
    <>
      <AgentForm
        method="get"
        action={action}
        {...agentForm(AGENT_TOOL_NAMES.check, copy.agents.description, { autoSubmit: true })}
        onSubmit={(event) => void onSubmit(event)}
        display="flex"
        flexWrap="wrap"
        gap="3"
        alignItems="end"
        maxW="prose"
      >
        <chakra.div flex="1 1 16rem">
          <chakra.label htmlFor="site-check-url" display="block" fontWeight="semibold" mb="1">
            {copy.formLabel}
          </chakra.label>
          <AgentInput
            id="site-check-url"
            name="url"
            type="text"
            inputMode="url"
            autoComplete="url"
            required
            maxLength={2048}
            toolparamdescription={copy.agents.url}
            aria-describedby="site-check-hint"
            css={fieldStyles}
          />
          <chakra.p id="site-check-hint" fontSize="sm" color="fg.muted" mt="1">
            {copy.formHint}
          </chakra.p>
        </chakra.div>
        <chakra.button type="submit" disabled={checking} css={button({ variant: "primary" })} mb="7">
          {checking ? copy.progress : copy.button}
        </chakra.button>
        {/* Compare with competitors: optional, and offered openly (issue 59), so the fields are there with or without JavaScript. */}
        <chakra.fieldset flexBasis="full" minW="0">
          <chakra.legend fontWeight="semibold" color="accent">
            {copy.compare.toggle}
          </chakra.legend>
          <chakra.p id="site-check-compare-hint" fontSize="sm" color="fg.muted" mt="1">
            {copy.compare.hint}
          </chakra.p>
          <chakra.div
            display="grid"
            gridTemplateColumns={{ base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" }}
            columnGap="3"
          >
            {COMPARE_FIELDS.map((name) => {
              const error = fieldError?.field === name ? fieldError.message : undefined;
              return (
                <chakra.div key={name} mt="3">
                  <chakra.label htmlFor={`site-check-${name}`} display="block" fontWeight="semibold" mb="1">
                    {labels[name]}
                  </chakra.label>
                  <AgentInput
                    id={`site-check-${name}`}
                    name={name}
                    type="text"
                    inputMode="url"
                    maxLength={2048}
                    toolparamdescription={copy.agents.competitor}
                    aria-invalid={error === undefined ? undefined : true}
                    aria-describedby={error === undefined ? "site-check-compare-hint" : `site-check-${name}-error`}
                    css={fieldStyles}
                  />
                  {error === undefined ? null : (
                    <chakra.p id={`site-check-${name}-error`} role="alert" color="negative" fontSize="sm" mt="1">
                      {error}
                    </chakra.p>
                  )}
                </chakra.div>
              );
            })}
          </chakra.div>
        </chakra.fieldset>
      </AgentForm>
      <div aria-live="polite">{checking ? <chakra.p mt="6">{copy.progress}</chakra.p> : null}</div>
      {state.kind === "report" ? (
        <ReportView
          report={state.report}
          copy={copy}
          level={2}
          origin={window.location.origin}
          onCopy={() => copyLink(state.report)}
          copied={state.copied}
        />
      ) : null}
      {state.kind === "error" && fieldError === undefined ? (
        <ReportError message={state.message} copy={copy} level={2} />
      ) : null}
    </>
  );
}
