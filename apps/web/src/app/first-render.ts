import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What the server hands the browser with a page it rendered: the data the page was rendered from. */
export interface FirstRender {
  queries: DehydratedState;
  router: HydrationState;
}

const ELEMENT_ID = 'first-render';

/**
 * The state as a data block: not a script that runs, so the page needs no inline script under its
 * content security policy; `<` is escaped so no text in the data can end the element.
 */
export const firstRenderElement = (state: FirstRender) =>
  `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** The state the server left in the page, if it rendered the page. */
export function readFirstRender(): FirstRender | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as FirstRender) : null;
}
