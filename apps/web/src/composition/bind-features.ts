import type { FeatureModule, OverlayComponent, PageLoader } from '@pocket/app-core/feature-module';
import type { OverlayId } from '@pocket/app-core/overlays';
import { routeIds } from '@pocket/app-core/routes';
import type { RouteId } from '@pocket/app-core/routes';
import type { SlotComponent, SlotId, SlotMap } from '@pocket/app-core/slots';

/** Every route id mapped to the page that one feature provides, or to undefined (the placeholder shows). */
export type PageBindings = Record<RouteId, PageLoader | undefined>;

function claim<K extends string, V>(target: Partial<Record<K, { feature: string; value: V }>>, key: K, feature: string, value: V) {
  const taken = target[key];
  if (taken) throw new Error(`Features '${taken.feature}' and '${feature}' both provide '${key}'`);
  target[key] = { feature, value };
}

/** Binds every route of the table; two features claiming one route is a start-up error, not a silent override. */
export function bindPages(features: readonly FeatureModule[]): PageBindings {
  const claimed: Partial<Record<RouteId, { feature: string; value: PageLoader }>> = {};
  for (const feature of features) {
    for (const [id, loader] of Object.entries(feature.pages ?? {}) as [RouteId, PageLoader][]) {
      claim(claimed, id, feature.name, loader);
    }
  }
  return Object.fromEntries(routeIds.map((id) => [id, claimed[id]?.value])) as PageBindings;
}

export function bindOverlays(features: readonly FeatureModule[]): Partial<Record<OverlayId, OverlayComponent>> {
  const claimed: Partial<Record<OverlayId, { feature: string; value: OverlayComponent }>> = {};
  for (const feature of features) {
    for (const [id, component] of Object.entries(feature.overlays ?? {}) as [OverlayId, OverlayComponent][]) {
      claim(claimed, id, feature.name, component);
    }
  }
  return Object.fromEntries(Object.entries(claimed).map(([id, entry]) => [id, entry?.value]));
}

/** Unlike pages and overlays, a slot takes contributions from many features; they render in feature order. */
export function bindSlots(features: readonly FeatureModule[]): SlotMap {
  const slots: Partial<Record<SlotId, SlotComponent[]>> = {};
  for (const feature of features) {
    for (const [id, component] of Object.entries(feature.slots ?? {}) as [SlotId, SlotComponent][]) {
      (slots[id] ??= []).push(component);
    }
  }
  return slots;
}

export const slicesOf = (features: readonly FeatureModule[]) => features.flatMap((feature) => feature.slices ?? []);

export const listenersOf = (features: readonly FeatureModule[]) =>
  features.flatMap((feature) => (feature.listeners ? [feature.listeners] : []));
