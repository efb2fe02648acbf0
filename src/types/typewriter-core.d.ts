// typewriter-effect's own API without its React wrapper (the readme's `dist/core` import):
// the wrapper's bundle is twice the size and adds only a component around this class.
declare module 'typewriter-effect/dist/core' {
  import type { TypewriterClass } from 'typewriter-effect';

  const Typewriter: typeof TypewriterClass;
  export default Typewriter;
}
