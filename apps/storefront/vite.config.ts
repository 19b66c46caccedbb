import { remoteConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteConfig({ name: 'storefront', port: 8085, exposes: './src/App.tsx' }));
