import { render } from "preact"; import { useState } from "react"; function X(){ const [a]=useState(1); return <p>join {a}</p>; } render(<X />, document.getElementById("frame")!);
