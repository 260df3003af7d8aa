/**
 * Toasts for the contact form. Loaded only on the contact page, on the visitor's first interaction
 * with the form, so no other page pays for them. The group is a labelled live region; each toast
 * is announced by screen readers.
 */
import React from "react";
import { Toaster as ChakraToaster, Toast, createToaster } from "@chakra-ui/react/toast";
import { X } from "./lucide";

export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 3 });

export type ToastKind = "success" | "error";

export function notify(type: ToastKind, title: string, description: string): void {
  toaster.create({ type, title, description, duration: type === "error" ? 10000 : 6000 });
}

export function Toaster({ closeLabel }: { closeLabel: string }) {
  return (
    <ChakraToaster toaster={toaster} insetInline={{ base: "4", md: "auto" }}>
      {(toast) => (
        <Toast.Root width={{ md: "sm" }}>
          <div>
            {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          </div>
          <Toast.CloseTrigger aria-label={closeLabel}>
            <X aria-hidden="true" size={18} />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}
