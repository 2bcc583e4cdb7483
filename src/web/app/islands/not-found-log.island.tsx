import { useEffect } from 'react';
import { island } from '#web/islands/island.js';

/** Logs the path nobody found, for whoever reads the console; draws nothing. */
function NotFoundLog({ pathname }: { pathname: string }) {
  useEffect(() => {
    console.warn('404: page not found', pathname);
  }, [pathname]);
  return null;
}

export default island('not-found-log', NotFoundLog);
