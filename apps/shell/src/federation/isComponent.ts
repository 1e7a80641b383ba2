import type { ComponentType } from 'react';

/** What a slot can render: plain function components, and memo/forwardRef objects (React's $$typeof tag). */
export function isComponent(value: unknown): value is ComponentType<never> {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}
