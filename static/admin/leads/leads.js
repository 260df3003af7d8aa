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
  };
  var STATUS = { pending: "Pending", delivered: "Sent", failed: "Failed" };
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
    if (lead.messages) cell.appendChild(text("span", "Also: " + lead.messages, "sub"));
    tr.appendChild(cell);
    tr.appendChild(text("td", lead.foundUs, "found"));
    return tr;
  }

  function show(answer) {
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
    $("retention").textContent = "Enquiries are deleted " + answer.retentionDays + " days after they arrive (LEADS_RETENTION_DAYS).";
  }

  // `reason`: why the last sign-in ended where it did (the Functions' ?signin=), shown over the API's own.
  function load(reason) {
    var filter = $("filter").value;
    $("csv").href = "/api/leads?format=csv" + (filter ? "&status=" + filter : "");
    $("status").textContent = "Loading…";
    fetch("/api/leads" + (filter ? "?status=" + filter : ""), { credentials: "same-origin", headers: { Accept: "application/json" }, cache: "no-store" })
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
    load(reason);
  });
})();
