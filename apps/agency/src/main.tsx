// Standalone entry: the agency site running alone.
import { runStandalone } from '@agency/page-frame/standalone';
import App from './App.tsx';

runStandalone(<App />);
