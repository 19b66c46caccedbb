import { remoteConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteConfig({ name: 'marketer_admin', port: 8082, exposes: './src/App.tsx' }));
