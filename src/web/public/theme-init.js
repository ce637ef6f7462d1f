// Runs before the first paint (blocking, same-origin: the CSP forbids inline scripts) so the page never
// flashes the wrong theme. The key must equal storageKeys.theme in src/web/lib/storage-keys.ts.
(function () {
  var theme = 'dark';
  try {
    var stored = window.localStorage.getItem('podbrief.theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch (e) {
    // Storage unavailable: keep the default.
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
})();
