// Stylesheets imported for their side effect (the reports entry's own styles).
declare module '*.css';
