import { ScreenShell } from '../features/layout/screen-shell';

export function Component() {
  return <ScreenShell titleKey="screens.privacy" />;
}
