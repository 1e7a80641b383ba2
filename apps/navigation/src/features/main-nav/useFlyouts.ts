import { useCallback, useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { emit } from '@storefront/contracts';
import { startTimer } from '@storefront/platform';
import { openFlyoutAtom } from '../../shared/headerAtoms';
import { trackGaEvent } from '../../shared/tracking';
import { FLYOUT_HOVER_DELAY_MS, FLYOUT_OVERLAY_HOVER_MS } from './constants';

/**
 * Flyout states: closed, pending on hover (300 ms), open. Touch opens on the first tap; the second
 * tap follows the link. Only the pointer that hovers (a mouse or pen) starts the hover timer.
 */
export function useFlyouts() {
  const [openId, setOpenId] = useAtom(openFlyoutAtom);
  const cancelPending = useRef<(() => void) | undefined>(undefined);
  const lastPointerType = useRef<string>('mouse');

  const cancel = useCallback(() => {
    cancelPending.current?.();
    cancelPending.current = undefined;
  }, []);
  const open = useCallback(
    (id: string) => {
      cancel();
      setOpenId(id);
    },
    [cancel, setOpenId],
  );
  const close = useCallback(() => {
    cancel();
    setOpenId(null);
  }, [cancel, setOpenId]);
  const toggle = useCallback(
    (id: string) => (openId === id ? close() : open(id)),
    [openId, open, close],
  );

  const hoverStart = useCallback(
    (id: string, pointerType: string) => {
      lastPointerType.current = pointerType;
      if (pointerType === 'touch') return;
      cancel();
      if (openId === id) return;
      cancelPending.current = startTimer(() => open(id), FLYOUT_HOVER_DELAY_MS);
    },
    [cancel, open, openId],
  );
  const overlayHoverStart = useCallback(() => {
    cancel();
    cancelPending.current = startTimer(close, FLYOUT_OVERLAY_HOVER_MS);
  }, [cancel, close]);

  /** True when the click should open the flyout instead of following the link (first tap on touch). */
  const interceptTap = useCallback(
    (id: string) => lastPointerType.current === 'touch' && openId !== id,
    [openId],
  );
  const notePointer = useCallback((pointerType: string) => {
    lastPointerType.current = pointerType;
  }, []);

  useEffect(() => {
    emit('navigation:flyout-toggle', { open: openId !== null, id: openId ?? '' });
    if (openId) trackGaEvent('navigation', 'flyout', openId);
  }, [openId]);
  useEffect(() => cancel, [cancel]);

  return {
    openId,
    open,
    close,
    toggle,
    hoverStart,
    cancel,
    overlayHoverStart,
    interceptTap,
    notePointer,
  };
}
