// The console's `react-router-dom`: what the console's code imports from it, re-exported from react-router
// (which react-router-dom 7 only re-exports). Module federation shares a module whole, so sharing the real
// package sends all of React Router (~56 kB brotli) to every page; this one is tree-shaken to ~14 kB.
// `shared['react-router-dom'].import` (index.js) provides it in place of the package; a name missing here is
// undefined at run time, which react-router-dom.test.js checks against every import in the workspace.
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  UNSAFE_LocationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useOutlet,
  useParams,
  useSearchParams,
} from 'react-router';
