import { createContext, useContext } from 'react';

/**
 * Where a page's pop-ups (drawers) are placed. The console keeps every open tab's page alive and hides the ones
 * not shown; a drawer placed in <body> would stay on screen over the next page, so a kept page offers its own
 * box and its drawers go there (hidden with it, back with it). Elsewhere: <body>.
 */
export const PortalHost = createContext<HTMLElement | null>(null);
export const usePortalHost = (): HTMLElement => useContext(PortalHost) ?? document.body;
