import { MlWizard } from '../features/tryon/ml-wizard';
import '../features/tryon/tryon.css';

/** /ml-tryon: the AI try-on wizard, with body and face landmarks found in the browser. */
export function Component() {
  return <MlWizard />;
}
