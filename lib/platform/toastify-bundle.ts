// react-toastify with its stylesheet, loaded together by `loadToastify` (lib/platform/toast.ts): the
// stylesheet (about 3 KiB gzip) then arrives with the first toast or when the browser is idle,
// instead of blocking every page's first paint (docs/performance.md).
import 'react-toastify/dist/ReactToastify.css';

export * from 'react-toastify';
