// Applies the stored theme before the first paint, so dark mode does not flash light. A file
// of its own, not inline: the Content-Security-Policy allows scripts from this origin only.
if (localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");
