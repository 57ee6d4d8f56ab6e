document.querySelectorAll("a[data-agora-embed]").forEach((a) => console.log(a));
