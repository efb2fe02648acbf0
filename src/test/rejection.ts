import { errorCode } from '@/backend/ports.ts';

/** The error code `promise` rejects with, or 'resolved': what the port contracts compare. */
export async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return errorCode(error);
  }
  return 'resolved';
}
