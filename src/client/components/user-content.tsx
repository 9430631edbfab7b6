import { isValidElement, type ReactNode } from 'react';

const CHINESE = /[\u3400-\u9fff]/;

/** The text of what React will render (strings, numbers, and the children of elements), for `langOf`. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * The language of what people wrote, as far as it can be told: "zh" when it has Chinese in it, so a screen reader
 * on the English interface reads a Chinese name or title as Chinese (WCAG 3.1.2); nothing otherwise (the page's).
 */
export const langOf = (node: ReactNode): 'zh' | undefined => (CHINESE.test(textOf(node)) ? 'zh' : undefined);

/**
 * What people wrote (a course title, a name, a venue): shown as written in every language. translate="no" tells
 * browsers' page translators to leave it alone, and the e2e language check not to judge it as UI text.
 */
export function UserContent({ children }: { children: ReactNode }) {
  return (
    <span translate="no" lang={langOf(children)}>
      {children}
    </span>
  );
}
