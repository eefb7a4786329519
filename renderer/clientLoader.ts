import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from '../components/islands/islandMarkers'
import {
  KEPT_CLICK_SELECTOR,
  KEPT_KEY_SELECTOR,
  KEPT_KEYS,
  PENDING_EVENTS_GLOBAL,
} from '../components/islands/pendingEvents'
import { shellMarkers } from '../components/shell/markers'

/**
 * Loads the page's browser code (vite/clientScripts.ts) once the page has loaded and its first contentful paint is
 * on screen, or at once on the visitor's first pointer, key or focus event. A `<script src>` would be fetched as
 * the HTML is parsed, competing with the page's own first paint; the code only hydrates what is already shown.
 *
 * Until that code listens, a press on a control it handles would be lost, so the loader keeps it: a click on a
 * button without an action of its own, a form's submission (held back), a tab list's arrow key. Each goes into the
 * global list that components/islands/pendingEvents.ts names, in order, and the shell or the island replays it once
 * it listens (an island marks that with ISLAND_READY_ATTRIBUTE, the shell with shellMarkers.shellReady on <html>).
 * Text typed into a field needs no keeping: the field holds it, and the island reads it when it hydrates.
 *
 * The modules in `data-modules` are imported in order (in development: React's preamble, Vite's client, the page's
 * script). The files in `data-preload` are their static imports, imported beside them rather than only once the
 * page's script has arrived: each import() call costs the main thread about a millisecond, so each runs in a task of
 * its own (a message, which no test clock holds back), and each file evaluates as it arrives, its imports first as
 * always. (Appending `<link rel="modulepreload">` elements cost a style recalculation of 18 ms after the paint.)
 * A hidden tab never paints, so a visibility change counts as the paint; a browser without paint timing, and a page
 * prerendered ahead of a click (renderer/speculationRules.ts, which paints only once shown), wait for the load
 * event only, so a prerendered page is interactive the moment it is shown. One fixed text, so the Content-Security-Policy admits it by hash (renderer/inlineScripts.ts).
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
  'c=e.type=="submit"?t:e.type=="click"?t.closest(' +
    JSON.stringify(KEPT_CLICK_SELECTOR) +
    '):keys.indexOf(e.key)>=0&&t.closest(' +
    JSON.stringify(KEPT_KEY_SELECTOR) +
    ');if(!c)return;',
  `owner=c.closest("[${ISLAND_ATTRIBUTE}]");if(e.type=="submit"&&!owner)return;`,
  `if(owner?owner.hasAttribute("${ISLAND_READY_ATTRIBUTE}"):d.documentElement.hasAttribute("${shellMarkers.shellReady}"))return;`,
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
