import { CanAccess } from '@refinedev/core';
import type { ComponentType, ReactNode } from 'react';

/**
 * A desk's page, shown only to the roles that may use it; the others read why. The server refuses them anyway: this
 * only spares them a page of errors.
 */
export function DeskGuard({ resource, action = 'list', children }: { resource: string; action?: string; children: ReactNode }) {
  return (
    <CanAccess
      resource={resource}
      action={action}
      fallback={
        <section aria-labelledby="not-allowed-title">
          <h1 id="not-allowed-title">Not for your role</h1>
          <p>Your role may not open this desk. Ask an admin if you need it for your work.</p>
        </section>
      }
    >
      {children}
    </CanAccess>
  );
}

/**
 * A page whose `Body` reads the desk's data itself, mounted inside DeskGuard: a role that may not use the desk never
 * asks for it (its reads start only once the guard lets it through).
 */
export function guardedPage(resource: string, Body: ComponentType, action = 'list') {
  return function GuardedPage() {
    return (
      <DeskGuard resource={resource} action={action}>
        <Body />
      </DeskGuard>
    );
  };
}
