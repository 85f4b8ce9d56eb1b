import { useEffect, useState } from 'react';

/** Whether the console fills the screen, and a toggle (the browser may refuse: then nothing changes). */
export function useFullScreen(): { fullScreen: boolean; toggle: () => void } {
  const [fullScreen, setFullScreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => undefined);
  };
  return { fullScreen, toggle };
}
