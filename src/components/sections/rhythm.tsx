/**
 * How closely a page's sections sit on phones. A service page is held to about five screens at
 * 390 px (issue 59), so under 768 px its bands sit closer, its closing panel is leaner and its
 * longer lists fold; every other page keeps the site's rhythm. From 768 px every page is alike.
 * The service template sets it; sections read it, so a section looks the same wherever it is used
 * on other pages.
 */
import React, { createContext, useContext, type ReactNode } from "react";

const TightContext = createContext(false);

/** Wraps a service page's sections: tight on phones. */
export function TightOnPhones({ children }: { children: ReactNode }) {
  return <TightContext.Provider value>{children}</TightContext.Provider>;
}

/** Whether the sections around sit closer on phones (a service page). */
export const useTightOnPhones = () => useContext(TightContext);
