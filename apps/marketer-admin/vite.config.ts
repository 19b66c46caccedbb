import { remoteConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteConfig({ name: 'marketer_admin', exposes: './src/App.tsx' }));
