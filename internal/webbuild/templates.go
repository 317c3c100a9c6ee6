package webbuild

// indexHTML starts the app. The wasm is tens of megabytes: the browser compiles it as it comes
// (WebAssembly.instantiateStreaming, which also lets it keep the compiled code for the next
// visit), and the page counts a copy of the stream to show how much has come (in MB, which needs
// no language) until the app's canvas appears; the icon and the colours are the app's
// (ui/kit/theme.go). A failure shows the browser's own words and leaves the page to be loaded again.
//
// The service worker is registered once the app has started (its canvas is in the page), at
// the browser's next idle moment: registered at once, it fetched the whole site while the page
// was still fetching and compiling the wasm.
//
// The web font (Inputs.Font) is fetched when the app asks (jasstafelFetchFont) and handed to it
// as the promise jasstafelFont of its bytes (assets/webfont): at once when its first screen needs
// it (Hangul, kana, kanji), which then waits for it, and otherwise once that screen is drawn, so
// that its 2 MB do not come down beside the app's start. The script fonts, the emoji font and
// the rare Chinese characters' (Inputs.ScriptFonts, Inputs.Emoji, Inputs.RareHan) are fetched
// only when a text the app draws needs them.
const indexHTML = `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover">
<meta name="theme-color" content="#2b3631">
<title>Jasstafel</title>
<link rel="manifest" href="manifest.webmanifest">
<link rel="icon" href="{{.Icon}}">
<link rel="apple-touch-icon" href="{{.Icon}}">
<style>
html, body { margin: 0; height: 100%; background: #2b3631; overflow: hidden; overscroll-behavior: none; }
#loading { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 14px; font: 16px system-ui, sans-serif; color: #f1eee2; }
#loading img { width: 112px; height: 112px; }
#bar { width: min(320px, 70vw); height: 8px; background: #3a4841; border-radius: 4px; overflow: hidden; }
#fill { height: 100%; width: 0; background: #f5d76e; }
</style>
</head>
<body>
<div id="loading" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="0">
<img src="{{.Icon}}" alt="Jasstafel">
<div id="bar"><div id="fill"></div></div>
<div id="status"></div>
</div>
<script src="{{.WasmExec}}"></script>
<script>
"use strict";
const total = {{.WasmSize}};
const loading = document.getElementById("loading"), fill = document.getElementById("fill"), status = document.getElementById("status");
const mb = n => (n / 1e6).toFixed(1);
function progress(n) {
  const p = Math.min(100, Math.floor(100 * n / total));
  fill.style.width = p + "%";
  loading.setAttribute("aria-valuenow", p);
  status.textContent = mb(n) + " / " + mb(total) + " MB";
}
// keepOffline registers the service worker, which keeps the site for visits without a network.
// It is called once the app has started: registered at once, the worker downloaded the wasm a
// second time while the page was still downloading and compiling it; later, it copies it from
// the browser's cache.
function keepOffline() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => navigator.serviceWorker.register("sw.js").catch(e => console.log("jasstafel: no service worker: " + e));
  if ("requestIdleCallback" in window) requestIdleCallback(register, {timeout: 3000});
  else setTimeout(register, 1000);
}
// fetchFile is the promise of a file of the site as read takes it from the response; a failure
// is logged, and the app goes on without the file.
function fetchFile(name, what, read) {
  const got = fetch(name).then(r => {
    if (!r.ok) throw new Error(name + ": " + r.status + " " + r.statusText);
    return read(r);
  });
  got.catch(e => console.log("jasstafel: no " + what + ": " + e));
  return got;
}
// fetchFont is the promise of a font file's bytes; without it the app draws on without that font.
const fetchFont = (name, what) => fetchFile(name, what, r => r.arrayBuffer().then(b => new Uint8Array(b)));
// jasstafelFetchFont starts fetching the web font, once, and keeps the promise of its bytes as
// jasstafelFont: the app asks for it when its first screen needs it, and otherwise once that
// screen is drawn (assets/webfont).
{{if .SolverScript}}// jasstafelSolver names the script of the Web Workers the forecast of a hand solves in
// (solver/worker).
globalThis.jasstafelSolver = "{{.SolverScript}}";
{{end}}// jasstafelRulebooks names the files of the rulebook's translations (docs.Translations), and
// jasstafelRulebook is the promise of the text of one by its file ("RULES.fr.md"), or null for one
// the site lacks: the app asks for the one its players read (rulebook_js.go).
globalThis.jasstafelRulebooks = {{json .Rulebooks}};
globalThis.jasstafelRulebook = file => {
  const name = globalThis.jasstafelRulebooks[file];
  return name ? fetchFile(name, "rulebook " + file, r => r.text()) : null;
};
// jasstafelScriptFonts names the fonts of the scripts the web font leaves out (Thai, Arabic, the
// Indic scripts…) and the emoji font (as Zsye, emoji's code) by their ISO 15924 code, and
// jasstafelScriptFont is the promise of the bytes of one, or null for a script the site has no
// font for: the app asks for one when a text it draws has a letter of that script, or one of the
// characters jasstafelEmojiRunes names (first, last, first, last…: those only the emoji font
// has) (ui/kit/scriptfonts_js.go).
globalThis.jasstafelScriptFonts = {{json .ScriptFonts}};
globalThis.jasstafelEmojiRunes = {{json .EmojiRunes}};
globalThis.jasstafelScriptFont = code => {
  const name = globalThis.jasstafelScriptFonts[code];
  return name ? fetchFont(name, "font of the script " + code) : null;
};
globalThis.jasstafelFetchFont = () => {
  if (globalThis.jasstafelFont !== undefined) return;
  globalThis.jasstafelFont = {{if .Font}}fetchFont("{{.Font}}", "web font"){{else}}null{{end}};
};
async function start() {
  progress(0);
  const resp = await fetch("{{.Wasm}}");
  if (!resp.ok) throw new Error("{{.Wasm}}: " + resp.status + " " + resp.statusText);
  // The browser compiles the wasm while it comes, and keeps what it compiled for the next visit;
  // a copy of the stream counts the bytes for the progress bar.
  const counted = (async () => {
    const reader = resp.clone().body.getReader();
    let n = 0;
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      n += value.length;
      progress(n);
    }
    if (n !== total) throw new Error("{{.Wasm}}: " + n + " of " + total + " bytes");
  })();
  const go = new Go();
  const [{instance}] = await Promise.all([WebAssembly.instantiateStreaming(resp, go.importObject), counted]);
  // The app adds its canvas to the body when its window opens: the loading screen goes then.
  new MutationObserver((_, watch) => {
    if (document.querySelector("canvas")) { loading.remove(); watch.disconnect(); keepOffline(); }
  }).observe(document.body, {childList: true});
  go.run(instance);
}
start().catch(e => {
  console.log("jasstafel: the app did not start: " + e);
  fill.style.background = "#f08c7c";
  status.textContent = String(e);
});
</script>
</body>
</html>
`

// serviceWorker keeps every file of this version in a cache named for it, so that the app
// starts without a network after the first visit. The page itself comes from the server while
// it answers, so a new version is seen as soon as it is served; the browser then installs the
// new worker (sw.js is revalidated), which keeps the new files and drops the old version's.
// The web font is kept after the others, so that on a first visit it does not take the network
// from the wasm, which the first frame waits for; the worker is installed once it is kept too.
// Its name changes only with the font (FontName): a new version takes it from the cache of the
// version before when it is there, instead of downloading it again. The solver's worker
// (Inputs.Solver), the rulebook's translations, the script fonts, the emoji font and the rare
// Chinese characters' are kept when first used (ON_USE): a device whose player never asks for a
// forecast, reads only English, writes no Thai and no emoji does not download them, and until the worker is kept the forecast
// solves on the page's thread offline. A new version keeps those of them the version before had
// kept (the translations and the fonts are named by their content), so that a device that had
// them offline still has them after an update.
//
// The app's wasm is served from the browser's HTTP cache while it is there, and from the
// worker's cache only when it is not (evicted, or emptied): Chromium keeps the code it compiled
// from a wasm beside the response the wasm came in, so the visit after the first starts from the
// first visit's code (about half a second sooner, docs/BENCHMARKS.md) instead of compiling the
// worker's copy anew.
const serviceWorker = `"use strict";
const CACHE = "jasstafel-{{.Version}}";
const FILES = {{json .Files}};
const LATER = {{json .Later}};
const ON_USE = {{json .OnUse}};
const keep = (c, name) => caches.match(name).then(r => r ? c.put(name, r) : c.add(name));
self.addEventListener("install", e => {
  e.waitUntil(caches.open(CACHE)
    .then(c => c.addAll(FILES).then(() => Promise.all(LATER.map(name => keep(c, name))))
      .then(() => Promise.all(ON_USE.map(name => caches.match(name).then(r => r && c.put(name, r))))))
    .then(() => self.skipWaiting()));
});
self.addEventListener("activate", e => {
  e.waitUntil(caches.keys()
    .then(keys => Promise.all(keys.filter(k => k.startsWith("jasstafel-") && k !== CACHE).map(k => caches.delete(k))))
    .then(() => self.clients.claim()));
});
self.addEventListener("fetch", e => {
  const req = e.request;
  if (req.method !== "GET" || new URL(req.url).origin !== location.origin) return;
  if (req.mode === "navigate") {
    e.respondWith(fetch(req).catch(() => caches.open(CACHE).then(c => c.match("index.html"))));
    return;
  }
  const name = new URL(req.url).pathname.split("/").pop();
  if (name.endsWith(".wasm") && !ON_USE.includes(name)) {
    // The browser's own cache first, never the network: the code compiled from the wasm on the
    // visit before is kept beside it there, and its copy in this worker's cache has none. A
    // browser that refuses the question is served as the other files are.
    let own;
    try {
      own = fetch(new Request(req, {cache: "only-if-cached", mode: "same-origin"})).then(r => r.ok ? r : null, () => null);
    } catch (_) {
      own = Promise.resolve(null);
    }
    e.respondWith(own.then(r => r || caches.open(CACHE).then(c => c.match(req, {ignoreSearch: true})).then(hit => hit || fetch(req))));
    return;
  }
  e.respondWith(caches.open(CACHE).then(c => c.match(req, {ignoreSearch: true}).then(hit => hit || fetch(req).then(r => {
    if (r.ok && ON_USE.includes(name)) c.put(req, r.clone());
    return r;
  }))));
});
`

// solverWorker is the script of a Web Worker that solves deals for the forecast of a hand
// (solver/worker, web/solverworker): it starts the solver's wasm, which then answers the page's
// messages. That it failed to start, or that its program ended, it tells the page as an error
// of request 0, so that the page does not wait for it.
const solverWorker = `"use strict";
importScripts("{{.WasmExec}}");
const fail = e => postMessage(JSON.stringify({id: 0, done: true, error: "the solver's worker: " + e}));
const go = new Go();
WebAssembly.instantiateStreaming(fetch("{{.SolverWasm}}"), go.importObject)
  .then(r => go.run(r.instance))
  .then(() => fail("its program ended"), fail);
`

// manifest lets the app be added to a home screen and open there without the browser's bars.
const manifest = `{
  "name": "Jasstafel",
  "short_name": "Jasstafel",
  "id": "./",
  "start_url": "./",
  "scope": "./",
  "display": "standalone",
  "background_color": "#2b3631",
  "theme_color": "#2b3631",
  "icons": [{"src": "{{.Icon}}", "sizes": "256x256", "type": "image/png", "purpose": "any"}]
}
`
