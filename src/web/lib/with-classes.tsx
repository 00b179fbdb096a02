import { type ComponentProps, createElement, type ElementType } from 'react';
import { cn } from './cn.ts';

/**
 * A part of the ui kit that is only its element with classes (a card's content, a table cell, a tab):
 * the fixed classes first and the caller's className after, so cn lets the caller's win; every other
 * prop, ref included, passes through. Call it at module level only, once per part, never in a render.
 */
export function withClasses<Element extends ElementType>(element: Element, ...classes: string[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part when its module loads, never during a render.
  function WithClasses({ className, ...props }: ComponentProps<Element> & { className?: string }) {
    return createElement(element, { ...props, className: cn(...classes, className) });
  }
  // DevTools and React's warnings name the part by what it renders, not 'WithClasses' for all of them.
  WithClasses.displayName = `withClasses(${nameOf(element)})`;
  return WithClasses;
}

function nameOf(element: ElementType) {
  if (typeof element === 'string') return element;
  return element.displayName ?? element.name ?? 'Component';
}
