import { describe, expect, it } from 'vitest';
import { freePort, onFreePorts, PortTakenError, startEmulator } from './emulator-service.ts';

/** A service that stops at once, printing `message` as gcloud's Java or firebase-tools would. */
async function startFailing(message: string) {
  const host = `127.0.0.1:${await freePort()}`;
  const script = `console.error(${JSON.stringify(message)}); process.exit(1)`;
  return startEmulator('The test service', host, [process.execPath, '-e', script]);
}

describe('starting an emulator on free ports', () => {
  it('tells a port taken before the service listened from any other failure', async () => {
    await expect(startFailing('java.net.BindException: Address already in use')).rejects.toThrow(
      PortTakenError,
    );
    await expect(startFailing('Port 4000 is not open on 127.0.0.1')).rejects.toThrow(
      PortTakenError,
    );
    const other = await startFailing('No Java runtime found').catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Error);
    expect(other).not.toBeInstanceOf(PortTakenError);
  });

  it('starts again on new ports when the ones picked were taken, at most three times', async () => {
    let tries = 0;
    const takenOnce = () => {
      tries += 1;
      return tries === 1 ? Promise.reject(new PortTakenError('taken')) : Promise.resolve('up');
    };
    await expect(onFreePorts(takenOnce)).resolves.toBe('up');
    expect(tries).toBe(2);

    tries = 0;
    const alwaysTaken = () => {
      tries += 1;
      return Promise.reject(new PortTakenError('taken'));
    };
    await expect(onFreePorts(alwaysTaken)).rejects.toThrow(PortTakenError);
    expect(tries).toBe(3);
  });

  it('does not start again after any other failure', async () => {
    let tries = 0;
    const broken = () => {
      tries += 1;
      return Promise.reject(new Error('no Java'));
    };
    await expect(onFreePorts(broken)).rejects.toThrow('no Java');
    expect(tries).toBe(1);
  });
});
