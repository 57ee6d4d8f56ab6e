export { lazyComponent } from "./lazy-component";
