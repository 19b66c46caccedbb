// Standalone entry: the agency site running alone.
import { runStandalone } from '@agency/federation/standalone';
import App from './App.tsx';

runStandalone(<App />);
