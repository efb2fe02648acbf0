import styles from './device-code-text.module.css';

/**
 * A device code as an organizer must read it: letters and digits spaced apart, and every zero
 * struck through, so that 0 never passes for O (the code is the uid's first characters, which
 * hold both). I and 1 differ in every system font (1 has its flag).
 */
export function DeviceCodeText({ code }: { code: string }) {
  return (
    <span className={styles.code}>
      {Array.from(code, (character, place) =>
        character === '0' ? (
          <span key={place} className={styles.zero}>
            0
          </span>
        ) : (
          character
        ),
      )}
    </span>
  );
}
