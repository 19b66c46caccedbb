import { remoteConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteConfig({ name: 'blog_editor', port: 8083, exposes: './src/App.tsx' }));
