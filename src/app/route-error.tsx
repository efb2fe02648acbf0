import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown when a route module fails to load or a page throws. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page.';
  return (
    <main id="main" className="route-error">
      <h1>Sorry!</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
