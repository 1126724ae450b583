import { Suspense, useEffect, useState } from 'react';

import type { OverlayComponent } from '@pocket/app-core/feature-module';
import { useAppSelector } from '@pocket/app-core/hooks';
import type { OverlayId } from '@pocket/app-core/overlays';

import { OverlayBoundary } from './overlay-boundary';

/** react-vant's popup leave transition; a closed overlay stays mounted this long so it can animate out. */
export const OVERLAY_EXIT_MS = 300;

function OverlaySlot({ id, component: Overlay }: { id: OverlayId; component: OverlayComponent }) {
  const open = useAppSelector((state) => state.overlays[id]?.open ?? false);
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return undefined;
    }
    const timer = window.setTimeout(() => setMounted(false), OVERLAY_EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  if (!open && !mounted) return null;
  return (
    <OverlayBoundary id={id}>
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    </OverlayBoundary>
  );
}

/**
 * Renders each registered global overlay while it is open (its chunk loads on first open) and for the exit animation
 * after it closes. Overlays read their own open flag and params with useOverlay(id).
 */
export function OverlayHost({ overlays }: { overlays: Partial<Record<OverlayId, OverlayComponent>> }) {
  return (
    <>
      {(Object.entries(overlays) as [OverlayId, OverlayComponent][]).map(([id, component]) => (
        <OverlaySlot key={id} id={id} component={component} />
      ))}
    </>
  );
}
