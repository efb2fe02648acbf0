import 'react';

// React 18 does not know `fetchPriority` (React 19 does) and warns about the camelCase prop;
// the lowercase attribute passes through to the DOM and to the pre-rendered HTML.
declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    fetchpriority?: 'high' | 'low' | 'auto';
  }
}
