import { useEffect, useRef, useState } from 'react';
import type { Erratum } from '@/game/types.ts';

/**
 * The `at` of the correction this device last showed for each riddle (`{ "7": at }`), so a
 * correction is told once, not at every read of the night nor again after a reload.
 */
export const TOLD_KEY = 'ecs.cos.errata-told';

function readTold(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TOLD_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function keepTold(qNo: number, at: number): void {
  try {
    localStorage.setItem(TOLD_KEY, JSON.stringify({ ...readTold(), [qNo]: at }));
  } catch {
    // Storage may be full or blocked: the correction is told again after a reload, no worse.
  }
}

/**
 * Whether to tell the team that riddle `qNo` has just been corrected: once per correction on
 * this device, for a team already on the riddle (after a reload too). A riddle the team reaches
 * by answering the one before on this page shows its correction as part of the riddle, untold.
 * `erratum` is undefined until the night is read.
 */
export function useErratumTold(qNo: number, erratum: Erratum | null | undefined): boolean {
  const [told, setTold] = useState<{ qNo: number; at: number } | null>(null);
  /** The riddle this page opened on, and the last riddle whose corrections were known here. */
  const openedOn = useRef(qNo);
  const knownFor = useRef<number | null>(null);
  const nightRead = erratum !== undefined;
  const at = erratum?.at;

  useEffect(() => {
    if (!nightRead) return;
    const reached = qNo !== openedOn.current && knownFor.current !== qNo;
    knownFor.current = qNo;
    if (at === undefined || readTold()[qNo] === at) return;
    keepTold(qNo, at);
    if (!reached) setTold({ qNo, at });
  }, [qNo, nightRead, at]);

  return told !== null && told.qNo === qNo && told.at === at;
}
