// The team's enquiries (index.html beside this file): asks /api/leads and draws what it answers.
// Every value is set as text, never as HTML: an enquiry is whatever a visitor typed.
(function () {
  "use strict";
  var REASONS = {
    "signed-out": "",
    "link-used": "That sign-in link has been used or has expired. Links work once, for 12 hours.",
    "not-collaborator": "Your GitHub account cannot write to the site's repository, so it cannot see enquiries. Ask whoever owns the repository to add you.",
    "github-refused": "GitHub did not confirm the sign-in. Try again.",
    expired: "Your session has ended (sessions last 8 hours). Sign in again.",
    "not-set-up": "GitHub sign-in is not set up on this deployment: GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET must be set (README, Where leads go).",
    "no-store": "This deployment keeps no enquiries: set DATABASE_URL (README, Where leads go). Enquiries are emailed only.",
    "store-down": "The lead store is not answering right now. Enquiries are still emailed; try again in a minute.",
    revoked: "GitHub no longer lets this account in (its sign-in was revoked, or it can no longer write to the site's repository), so the session has ended.",
    "github-down": "GitHub could not confirm your access just now (it is asked again every hour). Try again in a minute.",
  };
  var STATUS = { pending: "Pending", delivered: "Sent", failed: "Failed" };
  // The stages, as GET /api/leads serves them (src/lib/leads/stages.ts): [{ value, label, filterLabel }].
  var stages = [];
  var CHANNELS = { search: "Search", paid: "Paid ads", social: "Social", email: "Email", referral: "Referral", direct: "Direct" };
  var last;
  var $ = function (id) {
    return document.getElementById(id);
  };
  var when = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short" });

  function text(tag, value, className) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    node.textContent = value == null ? "" : String(value);
    return node;
  }

  function signIn(answer, reason) {
    $("status").textContent = "";
    $("who").hidden = true;
    $("leads").hidden = true;
    $("signin").hidden = false;
    $("signin-reason").textContent = REASONS[reason] || "";
    $("signin-reason").hidden = !REASONS[reason];
    var github = Boolean(answer && answer.github);
    $("signin-button").hidden = !github;
    $("signin-github").hidden = !github;
    $("signin-local").hidden = github;
  }

  function row(lead) {
    var tr = document.createElement("tr");
    var received = new Date(lead.receivedAt);
    var cell = document.createElement("td");
    cell.appendChild(text("time", when.format(received))).setAttribute("datetime", lead.receivedAt);
    tr.appendChild(cell);

    cell = document.createElement("td");
    cell.appendChild(text("strong", [lead.firstName, lead.lastName].join(" ")));
    var mail = text("a", lead.email);
    mail.href = "mailto:" + lead.email;
    cell.appendChild(document.createElement("br"));
    cell.appendChild(mail);
    if (lead.phone) {
      cell.appendChild(document.createElement("br"));
      var tel = text("a", lead.phone);
      tel.href = "tel:" + String(lead.phone).replace(/[^+\d]/g, "");
      cell.appendChild(tel);
    }
    if (lead.website) cell.appendChild(text("span", lead.website, "sub"));
    tr.appendChild(cell);

    cell = text("td", lead.interest || "—");
    if (lead.budget) cell.appendChild(text("span", lead.budget, "sub"));
    if (lead.checkedUrl) cell.appendChild(text("span", "AI search check: " + lead.checkedUrl + " (" + lead.checkScore + "/100)", "sub"));
    // A comparison: the competitors checked beside it (the export separates them with a space).
    if (lead.checkCompared) cell.appendChild(text("span", "Compared with: " + String(lead.checkCompared).split(" ").join(", "), "sub"));
    if (lead.checkReport) {
      var report = text("a", "Open the report", "sub");
      // The export names the report's page in full, at the live site; the team opens it on this one.
      report.href = "/ai-search-check/report/" + encodeURIComponent(String(lead.checkReport).split("/").filter(Boolean).pop() || "") + "/";
      report.rel = "noreferrer";
      cell.appendChild(report);
    }
    tr.appendChild(cell);
    tr.appendChild(text("td", lead.message, "message"));

    cell = document.createElement("td");
    cell.appendChild(text("span", STATUS[lead.status] || lead.status, "badge " + lead.status));
    if (lead.status !== "delivered" && lead.attempts) cell.appendChild(text("span", lead.attempts + (lead.attempts === 1 ? " attempt" : " attempts"), "sub"));
    if (lead.status !== "delivered" && lead.lastError) cell.appendChild(text("span", lead.lastError, "sub"));
    // What the email provider said happened since (Resend's events), the enquirer's confirmation, chat and CRM.
    if (lead.needsAttention) cell.appendChild(text("span", "Needs attention: " + lead.needsAttention, "badge failed"));
    if (lead.emailDelivery) cell.appendChild(text("span", "Email " + lead.emailDelivery, "sub"));
    if (lead.confirmation) cell.appendChild(text("span", "Confirmation " + lead.confirmation, "sub"));
    if (lead.jobs && lead.jobs.length) cell.appendChild(jobList(lead.jobs));
    tr.appendChild(cell);
    cell = text("td", lead.foundUs, "found");
    if (lead.foundUsDetail) cell.title = lead.foundUsDetail;
    tr.appendChild(cell);
    tr.appendChild(stageCell(lead));
    tr.appendChild(notesCell(lead));
    return tr;
  }

  var JOB_NAMES = { email: "Email to the team", confirmation: "Confirmation", slack: "Slack", teams: "Teams", webhook: "CRM webhook" };
  var JOB_STATUS = { pending: "waiting", sending: "sending", delivered: "sent", failed: "failed", stopped: "stopped", skipped: "skipped", held: "held while spam" };

  // Each job the lead made (src/lib/leads/jobs.ts): its state, attempts, next try and last error.
  function jobList(jobs) {
    var list = document.createElement("ul");
    list.className = "jobs";
    jobs.forEach(function (job) {
      var words = (JOB_NAMES[job.channel] || job.channel) + (job.event !== "lead.created" ? " (" + job.event + ")" : "") + ": " + (JOB_STATUS[job.status] || job.status);
      if (job.status !== "delivered" && job.attempts) words += ", " + job.attempts + (job.attempts === 1 ? " attempt" : " attempts");
      if (job.nextAttemptAt) words += ", next try " + when.format(new Date(job.nextAttemptAt));
      if (job.lastError) words += " (" + job.lastError + ")";
      list.appendChild(text("li", words, "sub job " + job.status));
    });
    return list;
  }

  function minutes(n) {
    if (n == null) return "";
    if (n < 60) return n + " min";
    if (n < 48 * 60) return Math.round(n / 6) / 10 + " h";
    return Math.round(n / 144) / 10 + " days";
  }

  // A change goes to the API as JSON from this page (same origin, the session's cookie); the row is redrawn from the answer.
  function act(body, tr) {
    $("status").textContent = "Saving…";
    return fetch("/api/leads", { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok) {
            $("status").textContent = answer.error || "That change was not saved. Reload the page and try again.";
            return;
          }
          $("status").textContent = "Saved.";
          if (answer.lead && tr.parentNode) tr.parentNode.replaceChild(row(answer.lead), tr);
        });
      })
      .catch(function () {
        $("status").textContent = "That change was not saved. Check the connection and try again.";
      });
  }

  function stageCell(lead) {
    var cell = document.createElement("td");
    var select = document.createElement("select");
    select.setAttribute("aria-label", "Stage of " + [lead.firstName, lead.lastName].join(" "));
    stages.forEach(function (stage) {
      var option = text("option", stage.label);
      option.value = stage.value;
      option.selected = stage.value === lead.stage;
      select.appendChild(option);
    });
    select.addEventListener("change", function () {
      act({ action: "stage", id: lead.id, stage: select.value }, cell.parentNode);
    });
    cell.appendChild(select);
    if (lead.stageChangedAt) cell.appendChild(text("span", "by " + lead.stageChangedBy + ", " + when.format(new Date(lead.stageChangedAt)), "sub"));
    if (lead.firstResponseMinutes != null) cell.appendChild(text("span", "First answered after " + minutes(lead.firstResponseMinutes), "sub"));
    return cell;
  }

  function notesCell(lead) {
    var cell = document.createElement("td");
    cell.className = "notes";
    if (lead.notes && lead.notes.length) {
      var list = document.createElement("ul");
      lead.notes.forEach(function (note) {
        var item = text("li", note.body);
        item.appendChild(text("span", note.author + ", " + when.format(new Date(note.createdAt)), "sub"));
        list.appendChild(item);
      });
      cell.appendChild(list);
    }
    var form = document.createElement("form");
    var area = document.createElement("textarea");
    area.rows = 2;
    area.maxLength = 4000;
    area.required = true;
    area.setAttribute("aria-label", "New note on " + [lead.firstName, lead.lastName].join(" "));
    form.appendChild(area);
    var button = text("button", "Add note", "button quiet");
    button.type = "submit";
    form.appendChild(button);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (area.value.trim()) act({ action: "note", id: lead.id, text: area.value }, cell.parentNode);
    });
    cell.appendChild(form);
    return cell;
  }

  function reportTable(caption, rows, name) {
    var table = document.createElement("table");
    table.appendChild(text("caption", caption));
    var head = document.createElement("tr");
    [caption, "Enquiries", "Qualified", "Won"].forEach(function (title, i) {
      var th = text("th", title, i ? "n" : "");
      th.scope = "col";
      head.appendChild(th);
    });
    table.appendChild(document.createElement("thead")).appendChild(head);
    var body = table.appendChild(document.createElement("tbody"));
    rows.forEach(function (r) {
      var tr = document.createElement("tr");
      tr.appendChild(text("td", name ? name(r.key) : r.key));
      tr.appendChild(text("td", r.enquiries, "n"));
      tr.appendChild(text("td", r.qualified, "n"));
      tr.appendChild(text("td", r.won, "n"));
      body.appendChild(tr);
    });
    return table;
  }

  function showReport() {
    if (!last || !last.reports) return;
    var report = last.reports[$("report-days").value];
    $("report-total").textContent = report.enquiries + (report.enquiries === 1 ? " enquiry" : " enquiries") + " (spam left out): " + report.qualified + " reached qualified, " + report.won + " won.";
    var tables = $("report-tables");
    tables.textContent = "";
    tables.appendChild(reportTable("Channel", report.byChannel, function (key) {
      return CHANNELS[key] || key;
    }));
    tables.appendChild(reportTable("Landing page", report.byLandingPage));
    tables.appendChild(reportTable("Campaign", report.byCampaign));
    tables.appendChild(reportTable("Form page", report.byFormPage));
  }

  // The stage filter's options after its first ("All but spam"), from the API's list, drawn once.
  function stageFilter(list) {
    var filter = $("stage-filter");
    if (stages.length || !list) return;
    stages = list;
    list.forEach(function (stage) {
      var option = text("option", stage.filterLabel);
      option.value = stage.value;
      filter.appendChild(option);
    });
  }

  function show(answer) {
    stageFilter(answer.stages);
    $("status").textContent = "";
    $("signin").hidden = true;
    $("who").hidden = false;
    $("leads").hidden = false;
    $("login").textContent = "Signed in as " + answer.login;
    var rows = $("rows");
    rows.textContent = "";
    answer.leads.forEach(function (lead) {
      rows.appendChild(row(lead));
    });
    var n = answer.leads.length;
    $("count").textContent = n === 0 ? "No enquiries here yet." : (answer.more ? "The newest " + n + " (the CSV has every one)." : n + (n === 1 ? " enquiry." : " enquiries."));
    $("retention").textContent = "Enquiries are deleted " + answer.retentionDays + " days after they arrive (LEADS_RETENTION_DAYS); spam after 30 days.";
    var r = answer.response;
    $("response").textContent = r
      ? (r.medianMinutes == null ? "No enquiry in the last 30 days has been answered yet." : "Median first response over the last 30 days: " + minutes(r.medianMinutes) + " (" + r.answered + " answered).") +
        (r.waiting ? " " + r.waiting + " still new." : "")
      : "";
    last = answer;
    showReport();
  }

  // `reason`: why the last sign-in ended where it did (the Functions' ?signin=), shown over the API's own.
  function load(reason) {
    var query = new URLSearchParams();
    if ($("filter").value) query.set("status", $("filter").value);
    if ($("stage-filter").value) query.set("stage", $("stage-filter").value);
    if ($("search").value.trim()) query.set("q", $("search").value.trim());
    var suffix = query.toString();
    $("csv").href = "/api/leads?format=csv" + (suffix ? "&" + suffix : "");
    $("status").textContent = "Loading…";
    fetch("/api/leads" + (suffix ? "?" + suffix : ""), { credentials: "same-origin", headers: { Accept: "application/json" }, cache: "no-store" })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (response.ok) return show(answer);
          signIn(answer, reason && REASONS[reason] !== undefined ? reason : answer.signIn);
        });
      })
      .catch(function () {
        $("status").textContent = "The enquiries could not be loaded. Check the connection and reload the page.";
      });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var reason = new URLSearchParams(location.search).get("signin");
    if (reason) history.replaceState(null, "", location.pathname);
    $("filter").addEventListener("change", function () {
      load();
    });
    $("stage-filter").addEventListener("change", function () {
      load();
    });
    $("search-form").addEventListener("submit", function (event) {
      event.preventDefault();
      load();
    });
    $("report-days").addEventListener("change", showReport);
    load(reason);
  });
})();
