import TimerDoctorKit

print("timerdoctor")
