// Boot: the app shell is mounted here (see src/app/).
document.body.insertAdjacentHTML('beforeend', '<main><h1>Papillon</h1></main>');
