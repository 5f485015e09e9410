import { useEffect, useState } from 'react';
import { type LoadedModels, loadModels } from './models';

/** Loads the in-browser body and face models once; `failed` when they could not load. */
export function useMlModels() {
  const [models, setModels] = useState<LoadedModels | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadModels().then(
      (loaded) => current && setModels(loaded),
      (error) => {
        console.warn('try-on: the models did not load', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return { models, failed };
}
