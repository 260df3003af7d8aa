import { removeStoreTemplate } from "./embedded-template";

export default function globalTeardown(): void {
  removeStoreTemplate();
}
