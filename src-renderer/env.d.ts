/// <reference types="vite/client" />
import type { HolotableBridge } from '../src-shared/ipc'

declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}

declare global {
  interface Window {
    /** Present in the desktop app, absent in a browser. */
    holotable?: HolotableBridge
  }
}
