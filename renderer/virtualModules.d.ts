// Modules the build's own Vite plugins serve.
declare module 'virtual:client-scripts' {
  /** Each page's browser code, by folder (vite/clientScripts.ts). */
  const scripts: import('../vite/clientScripts').ClientScriptsByFolder
  export default scripts
}
