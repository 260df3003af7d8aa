import { removeStoreTemplate } from "./embedded-template";
import { removeRunInterests } from "./interests-of";

export default function globalTeardown(): void {
  removeStoreTemplate();
  removeRunInterests();
}
