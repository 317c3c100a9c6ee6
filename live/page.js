// The live page: draws the frame the server sends (live.Frame) and follows the event stream.
// Names and numbers are set as text, never as markup.
"use strict";

const SVG = "http://www.w3.org/2000/svg";

function el(tag, attrs, text) {
  const e = tag.startsWith("svg:") ? document.createElementNS(SVG, tag.slice(4)) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = String(text);
  return e;
}

// The page's words in the players' language (texts.json, live.Words); English until they come.
let words = {};
const english = {
  waiting: "Waiting for the first deal…", live: "live", reconnecting: "reconnecting…", total: "Σ",
  "mode.schieber": "Schieber", "mode.coiffeur": "Coiffeur", "mode.differenzler": "Differenzler",
};
function word(key, fallback) { return words[key] ?? english[key] ?? fallback ?? key; }

function header(f) {
  document.getElementById("title").textContent = word("mode." + f.mode, f.mode) + " · " + f.deals;
  const sides = document.getElementById("sides");
  sides.replaceChildren();
  f.sides.forEach((name, i) => {
    const s = el("span", { class: "side" + (f.winner === i ? " won" : "") }, name);
    s.append(el("b", {}, f.totals[i] ?? 0));
    sides.append(s, " ");
  });
}

// A Z-board: the lower half upright, the upper half turned for the team across the table.
function zboard(z, sides) {
  const W = 1000, H = 1300, half = 600, gap = 100;
  const svg = el("svg:svg", { viewBox: `0 0 ${W} ${H}`, role: "img" });
  svg.append(el("svg:rect", { x: 0, y: 0, width: W, height: H, rx: 24, fill: "#24473a", stroke: "#8a6a3f", "stroke-width": 16 }));
  const draw = (h, y0, turned, label) => {
    const g = el("svg:g", { transform: turned ? `rotate(180 ${W / 2} ${y0 + half / 2})` : "" });
    const X = x => 60 + x * (W - 120), Y = y => y0 + 40 + y * (half - 80);
    const line = (s, w, color) => g.append(el("svg:line", {
      x1: X(s.X1), y1: Y(s.Y1), x2: X(s.X2), y2: Y(s.Y2), stroke: color, "stroke-width": w, "stroke-linecap": "round" }));
    (h.Z || []).forEach(s => { if (s.X1 || s.X2 || s.Y1 || s.Y2) line(s, 9, "#d9d4c4"); });
    (h.Strokes || []).forEach(s => line(s, 7, "#f4f1e8"));
    (h.Numbers || []).forEach((n, i) => {
      const a = h.Anchors[i], size = Math.max(24, h.NumberSize * (half - 80));
      g.append(el("svg:text", { x: X(a.X), y: Y(a.Y), "font-size": size, fill: "#f4f1e8", "text-anchor": "middle",
        "dominant-baseline": "central", "font-family": "system-ui, sans-serif" }, n));
    });
    g.append(el("svg:text", { x: 60, y: y0 + half - 6, "font-size": 34, fill: "#cfc9b5", "font-family": "system-ui, sans-serif" },
      `${label} · ${h.Total}`));
    svg.append(g);
  };
  draw(z.Upper, 0, true, sides[z.Upper.Team] || "");
  svg.append(el("svg:line", { x1: 40, y1: half + gap / 2, x2: W - 40, y2: half + gap / 2, stroke: "#6f8f7f", "stroke-width": 4 }));
  draw(z.Lower, half + gap, false, sides[z.Lower.Team] || "");
  return svg;
}

// The contract a cell was played in, where its row leaves the choice (a Joker, a Slalom, a Trio),
// as the app's grid writes it: a suit's sign, a mode's arrow, a Slalom's two, a Trio's three.
const signs = { S: "♠", H: "♥", D: "♦", C: "♣", obenabe: "↓", undenufe: "↑" };
function contractSign(id) {
  if (id.startsWith("trio:")) return id.slice(5).split(",").map(m => signs[m] ?? m).join("/");
  if (id === "slalom-obenabe") return signs.obenabe + signs.undenufe;
  if (id === "slalom-undenufe") return signs.undenufe + signs.obenabe;
  return signs[id] ?? id;
}

function coiffeur(c) {
  const t = el("table");
  const head = el("tr");
  head.append(el("th", { class: "name" }, ""));
  c.Columns.forEach(n => head.append(el("th", {}, n)));
  t.appendChild(el("thead")).append(head);
  const body = t.appendChild(el("tbody"));
  c.Rows.forEach(r => {
    const tr = el("tr");
    tr.append(el("td", { class: "name" }, `${word("row." + r.Name, r.Name)} ×${r.Multiplier}`));
    r.Cells.forEach(cell => {
      if (!cell) { tr.append(el("td", { class: "muted" }, "·")); return; }
      const mark = cell.Match ? " M" : cell.Kontermatsch ? " K" : "";
      const played = r.Choice && cell.Contract ? contractSign(cell.Contract) + " " : "";
      tr.append(el("td", {}, played + cell.Value + mark));
    });
    body.append(tr);
  });
  const foot = el("tr");
  foot.append(el("td", { class: "name" }, word("total")));
  c.Totals.forEach(v => foot.append(el("td", {}, v)));
  t.appendChild(el("tfoot")).append(foot);
  return t;
}

function differenzler(d) {
  const t = el("table");
  const head = el("tr");
  head.append(el("th", {}, "#"));
  d.Players.forEach(n => head.append(el("th", {}, n)));
  t.appendChild(el("thead")).append(head);
  const body = t.appendChild(el("tbody"));
  d.Lines.forEach(l => {
    const tr = el("tr");
    tr.append(el("td", {}, l.Deal));
    d.Players.forEach((_, i) => {
      const p = l.Predictions ? l.Predictions[i] : null;
      const said = p === null || p === undefined ? "?" : p;
      const text = l.Pending ? `${said} → …` : `${said} → ${l.Actual[i]} (${l.Penalty[i]})`;
      tr.append(el("td", {}, text));
    });
    body.append(tr);
  });
  const foot = el("tr");
  foot.append(el("td", {}, word("total")));
  d.Totals.forEach(v => foot.append(el("td", {}, v)));
  t.appendChild(el("tfoot")).append(foot);
  return t;
}

function show(f) {
  header(f);
  const main = document.getElementById("board");
  main.replaceChildren();
  if (f.schieber) main.append(zboard(f.schieber, f.sides));
  else if (f.coiffeur) main.append(coiffeur(f.coiffeur));
  else if (f.differenzler) main.append(differenzler(f.differenzler));
  document.body.dataset.totals = f.totals.join(",");
}

function state(text) { document.getElementById("state").textContent = text; }

// The words first (a page without them still works, in English), then the stream.
let shownFrame = false;
fetch("texts.json").then(r => r.ok ? r.json() : {}).catch(() => ({})).then(t => {
  words = (t && t.text) || {};
  if (t && t.lang) document.documentElement.lang = t.lang;
  if (!shownFrame) document.getElementById("waiting").textContent = word("waiting");
  const events = new EventSource("events");
  events.onopen = () => state(word("live"));
  events.onerror = () => state(word("reconnecting"));
  events.onmessage = e => { shownFrame = true; show(JSON.parse(e.data)); state(word("live")); };
});
