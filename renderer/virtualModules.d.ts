// Modules the build's own Vite plugins serve.
declare module 'virtual:client-scripts' {
  /** The browser code of the page with this Vike pageId: its own client.ts, or the shell's (vite/clientScripts.ts). */
  export default function clientScriptFor(pageId: string): import('../vite/clientScripts').ClientScript
}
