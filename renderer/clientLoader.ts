import { PENDING_EVENTS_GLOBAL } from '../components/islands/pendingEvents'
import { shellMarkers } from '../components/shell/markers'

// The presses kept: a click on a button without an action of its own, and the keys a tab list handles.
const KEPT_CLICK_SELECTOR = 'button[type="button"]'
const KEPT_KEY_SELECTOR = '[role="tab"]'
const KEPT_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End']

/**
 * Imports the page's code (vite/clientScripts.ts) once the page has loaded and painted (a hidden tab counts as
 * painted; a prerendered page or one without paint timing waits for load), or at once on the first pointer, key or
 * focus event: a `<script src>` would compete with the first paint. Until the code listens, the presses it would
 * lose are kept in pendingEvents.ts's list. `data-modules` load in order, `data-preload` beside them, each import()
 * in a task of its own (a message, which no test clock holds back): `<link rel="modulepreload">` cost an 18 ms style
 * recalculation. One fixed text, admitted by the CSP's hash.
 */
export const CLIENT_LOADER_SCRIPT = [
  '(function(s){',
  'var d=document,m=s.dataset.modules.split(" "),p=s.dataset.preload,started=0,painted=0,',
  `loaded=d.readyState=="complete",o,kept=window.${PENDING_EVENTS_GLOBAL}=[],keys=${JSON.stringify(KEPT_KEYS)};`,
  'function fail(e){console.error("The page\'s script did not load:",e)}',
  'function go(){if(started)return;started=1;',
  'if(p)p.split(" ").forEach(function(u){var c=new MessageChannel;',
  'c.port1.onmessage=function(){import(u).catch(fail)};c.port2.postMessage(0)});',
  'm.reduce(function(q,u){return q.then(function(){return import(u)})},Promise.resolve()).catch(fail)}',
  'function check(){if(painted&&loaded)go()}',
  // Keeps a press that nothing listens for yet: the island's or, outside islands, the shell's code.
  'function keep(e){var t=e.target,c,owner;if(!t||!t.closest)return;',
  `c=e.type=="submit"?t:e.type=="click"?t.closest(${JSON.stringify(KEPT_CLICK_SELECTOR)}):`,
  `keys.indexOf(e.key)>=0&&t.closest(${JSON.stringify(KEPT_KEY_SELECTOR)});if(!c)return;`,
  `owner=c.closest("[${shellMarkers.island}]");if(e.type=="submit"&&!owner)return;`,
  `if(owner?owner.hasAttribute("${shellMarkers.islandReady}"):d.documentElement.hasAttribute("${shellMarkers.shellReady}"))return;`,
  'if(e.type!="click")e.preventDefault();kept.push({type:e.type,target:c,key:e.key});go()}',
  '["click","submit","keydown"].forEach(function(t){addEventListener(t,keep,true)});',
  'if(d.prerendering||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)painted=1;',
  'else{o=new PerformanceObserver(function(l){',
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=1;check()}});',
  'o.observe({type:"paint",buffered:true})}',
  'd.addEventListener("visibilitychange",function(){painted=1;check()},{once:true});',
  'addEventListener("load",function(){loaded=1;check()},{once:true});',
  '["pointerdown","keydown","focusin"].forEach(function(t){addEventListener(t,go,{capture:true,once:true,passive:true})})',
  '})(document.currentScript)',
].join('')
